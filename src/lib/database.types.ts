export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      about_sections: {
        Row: {
          created_at: string;
          description: string;
          display_order: number;
          emoji: string;
          id: string;
          is_active: boolean;
          language: Database['public']['Enums']['language'];
          section_key: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          display_order?: number;
          emoji: string;
          id?: string;
          is_active?: boolean;
          language: Database['public']['Enums']['language'];
          section_key: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          display_order?: number;
          emoji?: string;
          id?: string;
          is_active?: boolean;
          language?: Database['public']['Enums']['language'];
          section_key?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      additional_services: {
        Row: {
          created_at: string;
          description: string;
          display_order: number;
          icon_name: string;
          id: string;
          is_active: boolean;
          language: Database['public']['Enums']['language'];
          name: string;
          price: string;
          service_key: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          display_order?: number;
          icon_name: string;
          id?: string;
          is_active?: boolean;
          language: Database['public']['Enums']['language'];
          name: string;
          price: string;
          service_key: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          display_order?: number;
          icon_name?: string;
          id?: string;
          is_active?: boolean;
          language?: Database['public']['Enums']['language'];
          name?: string;
          price?: string;
          service_key?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      booking_requests: {
        Row: {
          add_ons: string[];
          address: string | null;
          consent: boolean;
          created_at: string;
          email: string | null;
          estimate: string | null;
          id: string;
          language: Database['public']['Enums']['language'];
          name: string;
          notes: string | null;
          owner_note: string | null;
          package_type: Database['public']['Enums']['package_type'] | null;
          phone: string | null;
          service_mode: Database['public']['Enums']['service_mode'];
          status: Database['public']['Enums']['booking_status'];
          updated_at: string;
          vehicle_count: number | null;
          vehicle_size: Database['public']['Enums']['vehicle_size'] | null;
          window1_end: string;
          window1_start: string;
          window2_end: string | null;
          window2_start: string | null;
        };
        Insert: {
          add_ons?: string[];
          address?: string | null;
          consent: boolean;
          created_at?: string;
          email?: string | null;
          estimate?: string | null;
          id?: string;
          language: Database['public']['Enums']['language'];
          name: string;
          notes?: string | null;
          owner_note?: string | null;
          package_type?: Database['public']['Enums']['package_type'] | null;
          phone?: string | null;
          service_mode: Database['public']['Enums']['service_mode'];
          status?: Database['public']['Enums']['booking_status'];
          updated_at?: string;
          vehicle_count?: number | null;
          vehicle_size?: Database['public']['Enums']['vehicle_size'] | null;
          window1_end: string;
          window1_start: string;
          window2_end?: string | null;
          window2_start?: string | null;
        };
        Update: {
          add_ons?: string[];
          address?: string | null;
          consent?: boolean;
          created_at?: string;
          email?: string | null;
          estimate?: string | null;
          id?: string;
          language?: Database['public']['Enums']['language'];
          name?: string;
          notes?: string | null;
          owner_note?: string | null;
          package_type?: Database['public']['Enums']['package_type'] | null;
          phone?: string | null;
          service_mode?: Database['public']['Enums']['service_mode'];
          status?: Database['public']['Enums']['booking_status'];
          updated_at?: string;
          vehicle_count?: number | null;
          vehicle_size?: Database['public']['Enums']['vehicle_size'] | null;
          window1_end?: string;
          window1_start?: string;
          window2_end?: string | null;
          window2_start?: string | null;
        };
        Relationships: [];
      };
      expenses: {
        Row: {
          amount: number;
          category: Database['public']['Enums']['expense_category'];
          created_at: string;
          description: string | null;
          due_day: number | null;
          frequency: Database['public']['Enums']['expense_frequency'];
          id: string;
          name: string;
          next_due_date: string | null;
          updated_at: string;
          vendor: string | null;
        };
        Insert: {
          amount: number;
          category?: Database['public']['Enums']['expense_category'];
          created_at?: string;
          description?: string | null;
          due_day?: number | null;
          frequency?: Database['public']['Enums']['expense_frequency'];
          id?: string;
          name: string;
          next_due_date?: string | null;
          updated_at?: string;
          vendor?: string | null;
        };
        Update: {
          amount?: number;
          category?: Database['public']['Enums']['expense_category'];
          created_at?: string;
          description?: string | null;
          due_day?: number | null;
          frequency?: Database['public']['Enums']['expense_frequency'];
          id?: string;
          name?: string;
          next_due_date?: string | null;
          updated_at?: string;
          vendor?: string | null;
        };
        Relationships: [];
      };
      faq_items: {
        Row: {
          answer: string;
          created_at: string;
          display_order: number;
          faq_key: string;
          id: string;
          is_active: boolean;
          language: Database['public']['Enums']['language'];
          question: string;
          updated_at: string;
        };
        Insert: {
          answer: string;
          created_at?: string;
          display_order?: number;
          faq_key: string;
          id?: string;
          is_active?: boolean;
          language: Database['public']['Enums']['language'];
          question: string;
          updated_at?: string;
        };
        Update: {
          answer?: string;
          created_at?: string;
          display_order?: number;
          faq_key?: string;
          id?: string;
          is_active?: boolean;
          language?: Database['public']['Enums']['language'];
          question?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      hero_content: {
        Row: {
          background_image_url: string | null;
          created_at: string;
          cta_primary_text: string;
          cta_secondary_text: string;
          description: string;
          id: string;
          is_active: boolean;
          language: Database['public']['Enums']['language'];
          subtitle: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          background_image_url?: string | null;
          created_at?: string;
          cta_primary_text: string;
          cta_secondary_text: string;
          description: string;
          id?: string;
          is_active?: boolean;
          language: Database['public']['Enums']['language'];
          subtitle: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          background_image_url?: string | null;
          created_at?: string;
          cta_primary_text?: string;
          cta_secondary_text?: string;
          description?: string;
          id?: string;
          is_active?: boolean;
          language?: Database['public']['Enums']['language'];
          subtitle?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      images: {
        Row: {
          alt_text: string | null;
          alt_text_es: string | null;
          category: Database['public']['Enums']['image_category'];
          created_at: string;
          display_order: number;
          file_name: string | null;
          id: string;
          key: string;
          updated_at: string;
          uploaded_at: string;
          url: string;
        };
        Insert: {
          alt_text?: string | null;
          alt_text_es?: string | null;
          category?: Database['public']['Enums']['image_category'];
          created_at?: string;
          display_order?: number;
          file_name?: string | null;
          id?: string;
          key: string;
          updated_at?: string;
          uploaded_at?: string;
          url: string;
        };
        Update: {
          alt_text?: string | null;
          alt_text_es?: string | null;
          category?: Database['public']['Enums']['image_category'];
          created_at?: string;
          display_order?: number;
          file_name?: string | null;
          id?: string;
          key?: string;
          updated_at?: string;
          uploaded_at?: string;
          url?: string;
        };
        Relationships: [];
      };
      service_packages: {
        Row: {
          created_at: string;
          description: string;
          display_order: number;
          duration: string;
          features: string[];
          id: string;
          image_url: string | null;
          is_active: boolean;
          label: string;
          language: Database['public']['Enums']['language'];
          package_type: Database['public']['Enums']['package_type'];
          price_sedan: string;
          price_suv_2row: string;
          price_suv_3row: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          display_order?: number;
          duration: string;
          features: string[];
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          label: string;
          language: Database['public']['Enums']['language'];
          package_type: Database['public']['Enums']['package_type'];
          price_sedan: string;
          price_suv_2row: string;
          price_suv_3row: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          display_order?: number;
          duration?: string;
          features?: string[];
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          label?: string;
          language?: Database['public']['Enums']['language'];
          package_type?: Database['public']['Enums']['package_type'];
          price_sedan?: string;
          price_suv_2row?: string;
          price_suv_3row?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_publish: {
        Row: {
          id: number;
          revision: number;
          updated_at: string;
        };
        Insert: {
          id?: number;
          revision?: number;
          updated_at?: string;
        };
        Update: {
          id?: number;
          revision?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_settings: {
        Row: {
          category: string;
          created_at: string;
          key: string;
          updated_at: string;
          value: string;
        };
        Insert: {
          category?: string;
          created_at?: string;
          key: string;
          updated_at?: string;
          value?: string;
        };
        Update: {
          category?: string;
          created_at?: string;
          key?: string;
          updated_at?: string;
          value?: string;
        };
        Relationships: [];
      };
      social_links: {
        Row: {
          created_at: string;
          display_order: number;
          icon_name: string;
          id: string;
          is_active: boolean;
          platform: string;
          updated_at: string;
          url: string;
        };
        Insert: {
          created_at?: string;
          display_order?: number;
          icon_name: string;
          id?: string;
          is_active?: boolean;
          platform: string;
          updated_at?: string;
          url: string;
        };
        Update: {
          created_at?: string;
          display_order?: number;
          icon_name?: string;
          id?: string;
          is_active?: boolean;
          platform?: string;
          updated_at?: string;
          url?: string;
        };
        Relationships: [];
      };
      testimonials: {
        Row: {
          author_name: string;
          content: string;
          created_at: string;
          display_order: number;
          id: string;
          is_active: boolean;
          language: Database['public']['Enums']['language'];
          rating: number;
          testimonial_key: string;
          updated_at: string;
        };
        Insert: {
          author_name: string;
          content: string;
          created_at?: string;
          display_order?: number;
          id?: string;
          is_active?: boolean;
          language: Database['public']['Enums']['language'];
          rating: number;
          testimonial_key: string;
          updated_at?: string;
        };
        Update: {
          author_name?: string;
          content?: string;
          created_at?: string;
          display_order?: number;
          id?: string;
          is_active?: boolean;
          language?: Database['public']['Enums']['language'];
          rating?: number;
          testimonial_key?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          id: string;
          role: Database['public']['Enums']['app_role'];
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          role: Database['public']['Enums']['app_role'];
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          role?: Database['public']['Enums']['app_role'];
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      add_admin: { Args: { admin_email: string }; Returns: string };
      booking_hook_failure: {
        Args: Record<PropertyKey, never>;
        Returns: {
          error: string;
          failing_since: string;
          failures: number;
          last_failed_at: string;
        }[];
      };
      build_hook_failure: {
        Args: Record<PropertyKey, never>;
        Returns: {
          error: string;
          failed_at: string;
        }[];
      };
      count_overdue_booking_requests: { Args: Record<PropertyKey, never>; Returns: number };
      count_turned_away_booking_requests: {
        Args: Record<PropertyKey, never>;
        Returns: {
          latest_hour: string;
          latest_hour_requests: number;
          requests: number;
        }[];
      };
      entry_history: {
        Args: { entry_key: string; table_name: string };
        Returns: {
          actor_email: string;
          changed_at: string;
          id: number;
          language: Database['public']['Enums']['language'];
          nested: boolean;
          new_row: Json;
          old_row: Json;
          operation: string;
          restored_from: string;
          revision: number;
          source: string;
          tx: number;
        }[];
      };
      list_admins: {
        Args: Record<PropertyKey, never>;
        Returns: {
          admin_since: string;
          email: string;
          last_sign_in_at: string;
          user_id: string;
        }[];
      };
      publish_now: { Args: Record<PropertyKey, never>; Returns: number };
      publish_schedule: {
        Args: Record<PropertyKey, never>;
        Returns: {
          deploys_this_month: number;
          live_revision: number;
          monthly_budget: number;
          next_publish_at: string;
          pending_revision: number;
          quiet_seconds: number;
        }[];
      };
      purge_booking_requests: { Args: Record<PropertyKey, never>; Returns: number };
      recent_activity: {
        Args: { max_rows?: number };
        Returns: {
          actor_email: string;
          changed_at: string;
          entry_key: string;
          id: number;
          label: string;
          label_es: string;
          language: Database['public']['Enums']['language'];
          nested: boolean;
          new_row: Json;
          old_row: Json;
          operation: string;
          revision: number;
          source: string;
          table_name: string;
          tx: number;
        }[];
      };
      recently_deleted: {
        Args: { table_name: string };
        Returns: {
          actor_email: string;
          deleted_at: string;
          entry_key: string;
          label: string;
          rows: Json;
        }[];
      };
      remove_admin: { Args: { admin_user_id: string }; Returns: undefined };
      request_booking: {
        Args: {
          add_ons?: string[];
          address?: string;
          consent?: boolean;
          email?: string;
          estimate?: string;
          language: string;
          name?: string;
          notes?: string;
          package_type?: string;
          phone?: string;
          service_mode?: string;
          vehicle_count?: number;
          vehicle_size: string;
          website?: string;
          window1_end?: string;
          window1_start?: string;
          window2_end?: string;
          window2_start?: string;
        };
        Returns: Json;
      };
      require_photos_in_library: { Args: { urls: string[] }; Returns: undefined };
      restore_deleted: { Args: { entry_key: string; table_name: string }; Returns: number };
      save_site_settings: {
        Args: { changes: Json };
        Returns: {
          category: string;
          created_at: string;
          key: string;
          updated_at: string;
          value: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'site_settings';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      seed_content: {
        Args: { content: Json; restore?: string[] };
        Returns: {
          detail: string;
          language: Database['public']['Enums']['language'];
          outcome: string;
          seed_key: string;
          table_name: string;
        }[];
      };
      session_access: { Args: Record<PropertyKey, never>; Returns: string };
      set_publish_settings: {
        Args: { monthly_budget: number; quiet_seconds: number };
        Returns: undefined;
      };
      table_history: {
        Args: { table_name: string };
        Returns: {
          actor_email: string;
          changed_at: string;
          entry_key: string;
          id: number;
          language: Database['public']['Enums']['language'];
          nested: boolean;
          new_row: Json;
          old_row: Json;
          operation: string;
          restored_from: string;
          revision: number;
          source: string;
          tx: number;
        }[];
      };
    };
    Enums: {
      app_role: 'admin';
      booking_status: 'new' | 'confirmed' | 'done' | 'declined' | 'cancelled';
      expense_category:
        'Subscription' | 'Development' | 'Domain' | 'Email' | 'Software' | 'Marketing' | 'Other';
      expense_frequency: 'monthly' | 'yearly' | 'one-time';
      image_category: 'hero' | 'services' | 'about' | 'testimonials' | 'general';
      language: 'en' | 'es';
      package_type: 'silver' | 'gold' | 'platinum';
      service_mode: 'mobile' | 'in_shop';
      vehicle_size: 'sedan' | 'suv_2_rows' | 'suv_3_rows';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_role: ['admin'],
      booking_status: ['new', 'confirmed', 'done', 'declined', 'cancelled'],
      expense_category: [
        'Subscription',
        'Development',
        'Domain',
        'Email',
        'Software',
        'Marketing',
        'Other',
      ],
      expense_frequency: ['monthly', 'yearly', 'one-time'],
      image_category: ['hero', 'services', 'about', 'testimonials', 'general'],
      language: ['en', 'es'],
      package_type: ['silver', 'gold', 'platinum'],
      service_mode: ['mobile', 'in_shop'],
      vehicle_size: ['sedan', 'suv_2_rows', 'suv_3_rows'],
    },
  },
} as const;
